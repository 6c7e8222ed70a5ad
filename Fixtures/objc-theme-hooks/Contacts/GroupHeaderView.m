#import "GroupHeaderView.h"

@implementation GroupHeaderView
@end
