// Creating a product (a draft, version 1) and editing one (its draft in place, or a new draft version of an
// active product). Either way a second admin activates it.
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { toastOptions } from '../../../../lib/toasts';
import { CreateCreditProductDocument, CreditProductDetailDocument, EditCreditProductDocument } from '../../gql/graphql';
import { describeServerError } from '../../shared/errors';
import { CREDIT_PRODUCTS_PATH, productPath } from './links';
import { ProductForm, type FormReason } from './ProductForm';
import { EMPTY_PRODUCT_FORM, formOfVersion, termsOfForm, type ProductFormValues } from './product-form';
import { reasonsOf } from './server-reasons';

export function CreateProductPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [reasons, setReasons] = useState<FormReason[]>([]);
  const [create, creating] = useMutation(CreateCreditProductDocument, { refetchQueries: ['ListCreditProducts'] });
  const submit = async (values: ProductFormValues) => {
    setReasons([]);
    try {
      const { data } = await create({ variables: { code: values.code.trim(), terms: termsOfForm(values) } });
      const product = data?.createCreditProduct;
      if (!product) return;
      enqueueSnackbar(`${product.name} saved as a draft. A second admin must activate it.`, toastOptions('success'));
      navigate(productPath(product.id));
    } catch (caught) {
      setReasons(reasonsOf(caught));
    }
  };
  return (
    <PageContainer title="New credit product" subtitle="Saved as a draft (version 1). Another admin activates it before customers can apply." maxWidth="md">
      <ProductForm
        initial={EMPTY_PRODUCT_FORM}
        creating
        busy={creating.loading}
        reasons={reasons}
        submitLabel="Save draft"
        onSubmit={(values) => void submit(values)}
        onCancel={() => navigate(CREDIT_PRODUCTS_PATH)}
      />
    </PageContainer>
  );
}

export function EditProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [reasons, setReasons] = useState<FormReason[]>([]);
  // Read once from the server: a later answer would reset what is being typed.
  const { data, loading, error } = useQuery(CreditProductDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [edit, editing] = useMutation(EditCreditProductDocument, { refetchQueries: ['ListCreditProducts', 'CreditProductDetail'] });
  const product = data?.creditProduct;
  const base = product?.draftVersion ?? product?.currentVersion ?? null;
  const initial = useMemo(() => (product && base ? formOfVersion(product.code, base) : null), [product, base]);

  if (loading && !data) return <LoadingSpinner message="Loading the product..." />;
  if (!product || !base || !initial) {
    return (
      <PageContainer title="Edit credit product" maxWidth="md">
        <Alert severity="error">{error ? describeServerError(error).message : 'This credit product has no version to edit.'}</Alert>
      </PageContainer>
    );
  }
  const startsNewVersion = !product.draftVersion;
  const submit = async (values: ProductFormValues) => {
    setReasons([]);
    try {
      const { data: saved } = await edit({ variables: { id: product.id, terms: termsOfForm(values) } });
      const version = saved?.editCreditProduct;
      if (!version) return;
      enqueueSnackbar(`Version ${version.version} of ${version.name} saved as a draft. A second admin must activate it.`, toastOptions('success'));
      navigate(productPath(product.id));
    } catch (caught) {
      setReasons(reasonsOf(caught));
    }
  };
  return (
    <PageContainer
      title={`Edit ${product.name}`}
      subtitle={
        startsNewVersion
          ? `Saving starts version ${base.version + 1} as a draft. Version ${base.version} stays in force until another admin activates the new one; loans keep the version they were priced on.`
          : `You are changing draft version ${base.version}. Whoever edits a draft cannot activate it.`
      }
      maxWidth="md"
    >
      {product.status === 'retired' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This product is retired: it cannot be edited.
        </Alert>
      ) : null}
      <ProductForm
        initial={initial}
        creating={false}
        busy={editing.loading}
        reasons={reasons}
        submitLabel={startsNewVersion ? 'Save new version' : 'Save draft'}
        onSubmit={(values) => void submit(values)}
        onCancel={() => navigate(productPath(product.id))}
      />
    </PageContainer>
  );
}
