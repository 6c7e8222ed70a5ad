#import "ClimbCell.h"

@implementation ClimbCell

@end
