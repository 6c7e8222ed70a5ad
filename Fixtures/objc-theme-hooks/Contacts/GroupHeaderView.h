#import "BaseHeaderView.h"

@interface GroupHeaderView : BaseHeaderView
@end
